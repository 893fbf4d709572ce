<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreInvoiceRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('create', \App\Models\Invoice::class);
    }

    public function rules(): array
    {
        return [
            'customer_id' => ['required', 'integer', 'exists:customers,id'],
            'due_in_days' => ['required', 'integer', 'between:1,90'],
            'payout_iban' => ['nullable', 'string', 'max:34', function (string $attribute, mixed $value, \Closure $fail) {
                $iban = strtoupper(str_replace(' ', '', (string) $value));
                if (! preg_match('/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/', $iban)) {
                    $fail('The :attribute is not a valid IBAN.');

                    return;
                }
                $digits = preg_replace_callback('/[A-Z]/', fn ($m) => (string) (ord($m[0]) - 55), substr($iban, 4).substr($iban, 0, 4));
                if (bcmod($digits, '97') !== '1') {
                    $fail('The :attribute checksum is wrong.');
                }
            }],
            'lines' => ['required', 'array', 'min:1'],
            'lines.*.description' => ['required', 'string', 'max:255'],
            'lines.*.quantity' => ['required', 'integer', 'min:1'],
            'lines.*.unit_price' => ['required', 'decimal:0,2', 'min:0'],
        ];
    }

    public function messages(): array
    {
        return [
            'lines.required' => 'An invoice needs at least one line.',
        ];
    }
}
