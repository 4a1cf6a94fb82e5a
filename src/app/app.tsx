import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/router/app-routes';
import { CoreProviders } from './core-providers';

export function App() {
  return (
    <CoreProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </CoreProviders>
  );
}
