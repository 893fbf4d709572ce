import { lazy, Suspense } from 'react';
import { Routes, Route } from 'react-router-dom';
import Header from './components/Header';
import ProductList from './pages/ProductList';
import CartPage from './pages/CartPage';
import Spinner from './components/Spinner';

const Checkout = lazy(() => import('./pages/Checkout'));

export default function App() {
  return (
    <>
      <Header />
      <main className="container">
        <Routes>
          <Route path="/" element={<ProductList />} />
          <Route path="/cart" element={<CartPage />} />
          <Route
            path="/checkout"
            element={
              <Suspense fallback={<Spinner label="Loading checkout" />}>
                <Checkout />
              </Suspense>
            }
          />
        </Routes>
      </main>
    </>
  );
}
