import React from 'react';
import ReactDOM from 'react-dom';
import { act } from 'react-dom/test-utils';
import { MemoryRouter } from 'react-router-dom';

import { AuthProvider } from '../auth/AuthProvider';

type Options = {
  route?: string;
  user?: { id: string; name: string } | null;
};

// Mounts a component with router + auth, the way the app does.
// Returns the container and an unmount helper for cleanup.
export function renderWithProviders(ui: React.ReactElement, options: Options = {}) {
  const { route = '/', user = { id: 'u1', name: 'Test User' } } = options;
  const container = document.createElement('div');
  document.body.appendChild(container);

  act(() => {
    ReactDOM.render(
      <MemoryRouter initialEntries={[route]}>
        <AuthProvider initialUser={user}>{ui}</AuthProvider>
      </MemoryRouter>,
      container,
    );
  });

  return {
    container,
    unmount: () => {
      act(() => {
        ReactDOM.unmountComponentAtNode(container);
      });
      container.remove();
    },
  };
}
