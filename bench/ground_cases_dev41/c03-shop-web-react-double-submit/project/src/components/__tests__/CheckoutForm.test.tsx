import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/orders';
import { CheckoutForm } from '../CheckoutForm';

vi.mock('../../api/orders');

const CART: api.Cart = {
  id: 'c1',
  lines: [{ sku: 'TEA-01', name: '龙井 250g', qty: 2, unitPrice: 6800 }],
  subtotal: 13600,
};

async function fillAddress() {
  await userEvent.type(screen.getByLabelText('收货人'), '张三');
  await userEvent.type(screen.getByLabelText('手机号'), '13800138000');
  await userEvent.type(screen.getByLabelText('详细地址'), '文三路 90 号');
  await userEvent.type(screen.getByLabelText('城市'), '杭州');
}

function renderForm() {
  return render(
    <MemoryRouter>
      <CheckoutForm />
    </MemoryRouter>,
  );
}

describe('CheckoutForm', () => {
  beforeEach(() => {
    vi.mocked(api.fetchCart).mockResolvedValue(CART);
  });

  it('keeps submit disabled until the address is valid', async () => {
    renderForm();
    const submit = await screen.findByRole('button', { name: '提交订单' });
    expect(submit).toBeDisabled();
    await fillAddress();
    expect(submit).toBeEnabled();
  });

  it('subtracts the coupon from the payable total', async () => {
    vi.mocked(api.applyCoupon).mockResolvedValue({ code: 'TEA20', discount: 2000 });
    renderForm();
    await userEvent.type(await screen.findByLabelText('优惠码'), 'TEA20');
    await userEvent.click(screen.getByRole('button', { name: '使用' }));
    expect(await screen.findByText('¥116.00')).toBeInTheDocument();
  });

  it('shows the error when createOrder fails', async () => {
    vi.mocked(api.createOrder).mockRejectedValue(new Error('库存不足'));
    renderForm();
    await screen.findByRole('button', { name: '提交订单' });
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('库存不足')).toBeInTheDocument();
  });
});
