<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class UpdateCustomerRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        $id = $this->route('customer')->id;

        return [
            'name' => ['sometimes', 'string', 'max:120'],
            'email' => ['sometimes', 'email', 'max:255', Rule::unique('customers', 'email')->ignore($id)],
            'phone' => ['nullable', 'string', 'max:40'],
            'vat_id' => ['nullable', 'string', 'max:20'],
            'billing_address' => ['nullable', 'string', 'max:500'],
            'tier' => ['sometimes', Rule::in(['free', 'standard', 'enterprise'])],
        ];
    }

    public function messages(): array
    {
        return [
            'email.unique' => 'A customer with this e-mail already exists.',
        ];
    }
}
