import { Route, Routes } from 'react-router-dom';

import { usePageView, useOutboundLinks } from './hooks/usePageView';
import CustomerList from './pages/CustomerList';
import CustomerDetail from './pages/CustomerDetail';

export default function App() {
  usePageView();
  useOutboundLinks();
  return (
    <Routes>
      <Route path="/" element={<CustomerList />} />
      <Route path="/customers/:id" element={<CustomerDetail />} />
    </Routes>
  );
}
