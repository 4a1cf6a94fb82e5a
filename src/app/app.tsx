import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/router/app-routes';
import { Providers } from './providers';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
