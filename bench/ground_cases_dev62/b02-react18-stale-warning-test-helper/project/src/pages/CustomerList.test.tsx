import { screen } from '@testing-library/dom';

import CustomerList from './CustomerList';
import { renderWithProviders } from '../test/renderWithProviders';

describe('CustomerList', () => {
  let view: ReturnType<typeof renderWithProviders>;

  afterEach(() => view.unmount());

  it('shows the empty state', () => {
    view = renderWithProviders(<CustomerList />);
    expect(screen.getByText('顧客がいません')).toBeInTheDocument();
  });

  it('shows the add button for admins', () => {
    view = renderWithProviders(<CustomerList />, { user: { id: 'a', name: 'Admin' } });
    expect(screen.getByRole('button', { name: '顧客を追加' })).toBeInTheDocument();
  });
});
