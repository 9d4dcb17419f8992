// The standalone debug page: this module alone, under its own router, after sign-in.
import { bootstrapStandalone } from 'shared-auth';
import { UiProvider } from 'shared-ui';
import App from './App';

bootstrapStandalone({ title: 'Data Tables', home: '/datatables', app: <App />, provider: UiProvider });
