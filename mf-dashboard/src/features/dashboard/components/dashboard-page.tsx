import { useEffect } from 'react';
import { RouterLink, PageHeader, Box, Button, Grid, GridItem, Stack } from 'shared-ui';
import { LuCalendarDays } from 'react-icons/lu';
import { PANEL } from '../../../lib/panel';
import { DashboardChartsSection } from '../../charts/components/dashboard-charts';
import { MetricCards } from '../../summary/components/metric-cards';
import { DashboardTabs } from '../../tables/components/dashboard-tabs';
import { SidePanel } from './side-panel';

/** /dashboard (spec 000 §2.4): cards and tiles, the four tabs, charts, and the Tasks / Notes side panel. */
export function DashboardPage() {
  // shared-ui's RouteTabs scrolls its active tab into view when it mounts (block 'nearest'): on a phone both
  // tab bars sit below the fold and the page would open scrolled down to them. The dashboard opens at its top
  // (this runs after the children's effects).
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, []);

  return (
    <Box px={{ base: 3, md: 6, xl: 8 }} py={{ base: 4, md: 6 }} maxW="1600px" mx="auto">
      <PageHeader
        title="Dashboard"
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/dashboard/calendar">
              <LuCalendarDays /> Interview Calendar
            </RouterLink>
          </Button>
        }
      />
      <Stack gap={{ base: 4, md: 6 }}>
        <MetricCards />
        <Grid
          templateColumns={{
            base: 'minmax(0, 1fr)',
            lg: 'minmax(0, 1fr) 20rem',
            '2xl': 'minmax(0, 1fr) 24rem',
          }}
          gap={{ base: 4, md: 6 }}
          alignItems="start"
        >
          <GridItem minW={0}>
            <Stack gap={{ base: 4, md: 6 }}>
              <Box {...PANEL} p={{ base: 3, md: 4 }} minW={0}>
                <DashboardTabs />
              </Box>
              <DashboardChartsSection />
            </Stack>
          </GridItem>
          <GridItem minW={0}>
            <SidePanel />
          </GridItem>
        </Grid>
      </Stack>
    </Box>
  );
}
