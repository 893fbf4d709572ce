'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { Input } from '@/components/ui/Input';
import { createOrder } from '@/lib/api/orders';
import { checkoutSchema, toOrderPayload, type CheckoutValues } from '@/lib/schemas/checkout';
import messages from '@/messages/zh-CN.json';

const t = messages.checkout;

export default function CheckoutForm({ cartId }: { cartId: string }) {
  const router = useRouter();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
    setError,
  } = useForm<CheckoutValues>({
    resolver: zodResolver(checkoutSchema),
    mode: 'onBlur',
    defaultValues: { name: '', phone: '', address: '', postalCode: '', note: '' },
  });

  const onSubmit = async (values: CheckoutValues) => {
    try {
      await createOrder(toOrderPayload(cartId, values));
      router.push('/orders/thanks');
    } catch {
      setError('root', { message: t.errors.submitFailed });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="space-y-4" noValidate>
      <Input label={t.name} error={errors.name?.message} {...register('name')} />
      <Input label={t.phone} type="tel" error={errors.phone?.message} {...register('phone')} />
      <Input label={t.address} error={errors.address?.message} {...register('address')} />
      <Input label={t.postalCode} inputMode="numeric" error={errors.postalCode?.message} {...register('postalCode')} />
      <Input label={t.note} error={errors.note?.message} {...register('note')} />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      )}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-black py-3 text-white disabled:opacity-50"
      >
        {isSubmitting ? t.submitting : t.submit}
      </button>
    </form>
  );
}
