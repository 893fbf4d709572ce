<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class CheckoutRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    public function rules(): array
    {
        return [
            'address_id' => ['required', 'integer', 'exists:addresses,id'],
            'payment_method' => ['required', 'in:card,paypal,invoice'],
            'notes' => ['nullable', 'string', 'max:500'],
            'discount_code' => ['nullable', 'string', 'max:32', 'regex:/^[A-Z0-9-]+$/'],
        ];
    }

    public function messages(): array
    {
        return [
            'address_id.exists' => 'Please choose one of your saved addresses.',
            'payment_method.in' => 'This payment method is not available.',
            'discount_code.regex' => 'Discount codes use capital letters, digits and dashes only.',
        ];
    }
}
