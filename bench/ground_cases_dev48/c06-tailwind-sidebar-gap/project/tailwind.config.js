/** @type {import('tailwindcss').Config} */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: { 50: '#eef6ff', 500: '#2f7cf6', 600: '#1f66d9', 700: '#1a52ad' },
      },
      spacing: { 64: '16rem', 16: '4rem' },
    },
  },
  plugins: [],
};
