// Exposed as ./Module. The shell provides the router, Chakra, SWR and the session
// (shared singletons): no providers here.
import App from './App';

export default function Module() {
  return <App />;
}
