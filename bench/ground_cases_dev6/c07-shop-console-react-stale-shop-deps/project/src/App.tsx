import { Layout, Menu } from "antd";
import { Link, Route, Routes } from "react-router-dom";
import ShopSwitcher from "./components/ShopSwitcher";
import OrderList from "./pages/OrderList";
import ProductList from "./pages/ProductList";

export default function App() {
  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Header style={{ display: "flex", alignItems: "center", gap: 24 }}>
        <Menu
          theme="dark"
          mode="horizontal"
          items={[
            { key: "products", label: <Link to="/products">商品</Link> },
            { key: "orders", label: <Link to="/orders">订单</Link> },
          ]}
        />
        <ShopSwitcher />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          <Route path="/products" element={<ProductList />} />
          <Route path="/orders" element={<OrderList />} />
          <Route path="*" element={<ProductList />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
