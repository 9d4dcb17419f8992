// React Router for the shell and the modules, re-exported from shared-ui like Chakra (chakra.ts). They import it
// only from here (lint forbids 'react-router-dom' there; shared-auth, which shared-ui depends on, imports it
// directly). The shell's shared-ui and shared-auth singletons then carry one copy of the router, its contexts
// included, holding only what the suite uses (a shared 'react-router-dom' would carry the whole library, server
// and framework APIs too). A module that needs another export adds it to this list. Tests may import the library
// directly (createMemoryRouter, MemoryRouter): jest resolves both to the same module.
export {
  Link as RouterLink,
  Navigate,
  Route,
  RouterProvider,
  Routes,
  createBrowserRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
