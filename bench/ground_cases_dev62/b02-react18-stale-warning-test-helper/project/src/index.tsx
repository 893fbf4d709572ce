import React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import App from './App';
import { AuthProvider } from './auth/AuthProvider';
import { initAnalytics } from './analytics';
import './index.css';

initAnalytics(process.env.REACT_APP_GA_ID);

const container = document.getElementById('root') as HTMLElement;
const root = createRoot(container);

root.render(
  <React.StrictMode>
    <BrowserRouter>
      <AuthProvider>
        <App />
      </AuthProvider>
    </BrowserRouter>
  </React.StrictMode>,
);

if (module.hot) {
  module.hot.accept();
}

// Report web vitals only in production builds.
if (process.env.NODE_ENV === 'production') {
  import('./reportWebVitals').then(({ default: report }) => report(console.log));
}
