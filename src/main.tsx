import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startUp } from './app/start-up';
import './styles/base.css';

void startUp()
  // The first render gets a task of its own: together with the end of the
  // start-up they made one long task on a slow phone.
  .then((queryClient) => new Promise<typeof queryClient>((resolve) => setTimeout(() => resolve(queryClient), 0)))
  .then((queryClient) => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
