import axios from 'axios';

export const api = axios.create({
  baseURL: 'https://api.example.cn/customer/v1',
  timeout: 8000,
});
