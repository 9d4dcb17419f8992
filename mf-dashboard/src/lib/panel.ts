/** The frame of the dashboard's panels (the metric cards and tiles, the lists, the charts, the side panel). */
export const PANEL = { borderWidth: '1px', rounded: 'lg', bg: 'bg.panel', shadow: 'xs' } as const;
