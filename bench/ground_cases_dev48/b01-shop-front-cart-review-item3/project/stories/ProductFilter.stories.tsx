import type { Meta, StoryObj } from "@storybook/react";
import { ProductFilter } from "@/components/ProductFilter";

const categories = [
  { slug: "kitchen", label: "キッチン" },
  { slug: "stationery", label: "文房具" },
  { slug: "interior", label: "インテリア" },
];

const meta = {
  title: "Products/ProductFilter",
  component: ProductFilter,
  args: { categories },
  parameters: {
    nextjs: {
      appDirectory: true,
      navigation: { pathname: "/products", query: {} },
    },
  },
} satisfies Meta<typeof ProductFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithCategory: Story = {
  parameters: {
    nextjs: { appDirectory: true, navigation: { pathname: "/products", query: { category: "kitchen" } } },
  },
};

export const WithPriceRange: Story = {
  parameters: {
    nextjs: {
      appDirectory: true,
      navigation: { pathname: "/products", query: { category: "stationery", min: "1000", max: "3000" } },
    },
  },
};
