import React from 'react';
import ReactDOM from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import AppLayout from './layouts/AppLayout';
import Dashboard from './pages/Dashboard';
import { SidebarProvider } from './hooks/useSidebar';
import './index.css';

const router = createBrowserRouter([
  { path: '/', element: <AppLayout />, children: [{ index: true, element: <Dashboard /> }] },
]);

ReactDOM.createRoot(document.getElementById('root')!).render(
  <React.StrictMode>
    <SidebarProvider>
      <RouterProvider router={router} />
    </SidebarProvider>
  </React.StrictMode>,
);
