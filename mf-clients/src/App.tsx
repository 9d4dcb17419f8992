// The module's routes, with ABSOLUTE paths: the shell renders this App directly for every
// address its route table gives to this module, and the standalone page under its own router.
// Every screen has its own address: the list, /clients/add, a client (/clients/:id, its tabs
// in ?tab= and ?panel=) and its edit form (/clients/:id/edit).
import { Route, Routes, lazyScreen, NotFound, recordRoutes } from 'shared-ui';
import { ClientList } from './features/clients/components/client-list';
import { ClientsFrame } from './features/clients/components/clients-frame';

// The list opens with the module; the add form, a client and its edit form load when first shown.
const ClientAddPage = lazyScreen(() =>
  import('./features/clients/components/client-add-page').then((m) => m.ClientAddPage),
);
const ClientEditPage = lazyScreen(() =>
  import('./features/clients/components/client-edit-page').then((m) => m.ClientEditPage),
);
const ClientViewPage = lazyScreen(() =>
  import('./features/clients/components/client-view-page').then((m) => m.ClientViewPage),
);

export default function App() {
  return (
    <Routes>
      <Route
        path="/clients"
        element={
          <ClientsFrame>
            <ClientList />
          </ClientsFrame>
        }
      />
      {recordRoutes({
        base: '/clients',
        frame: ClientsFrame,
        add: ClientAddPage,
        view: ClientViewPage,
        edit: ClientEditPage,
      })}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
