import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { checkoutSchema, type CheckoutValues } from "./schema";
import { COUNTRIES } from "./postcodes";
import { DeliveryDate } from "./DeliveryDate";

type Props = { onSubmit: (values: CheckoutValues) => Promise<void> };

export function CheckoutForm({ onSubmit }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutValues>({ resolver: zodResolver(checkoutSchema), defaultValues: { country: "GB" } });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <label>
        Email <input type="email" autoComplete="email" {...register("email")} />
      </label>
      {errors.email && <p role="alert">{errors.email.message}</p>}
      <label>
        Full name <input autoComplete="name" {...register("fullName")} />
      </label>
      {errors.fullName && <p role="alert">{errors.fullName.message}</p>}
      <label>
        Address <input autoComplete="address-line1" {...register("line1")} />
      </label>
      <input autoComplete="address-line2" {...register("line2")} />
      <label>
        Town / city <input autoComplete="address-level2" {...register("city")} />
      </label>
      <label>
        Country
        <select {...register("country")}>
          {COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Postcode <input autoComplete="postal-code" {...register("postcode")} />
      </label>
      {errors.postcode && <p role="alert">{errors.postcode.message}</p>}
      <label>
        Phone <input type="tel" autoComplete="tel" {...register("phone")} />
      </label>
      {errors.phone && <p role="alert">{errors.phone.message}</p>}
      <DeliveryDate register={register} error={errors.deliveryDate?.message} />
      <label>
        Gift message <textarea rows={3} {...register("giftMessage")} />
      </label>
      <button type="submit" disabled={isSubmitting}>
        Place order
      </button>
    </form>
  );
}
