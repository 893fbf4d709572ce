<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreCouponRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()?->is_admin === true;
    }

    public function rules(): array
    {
        return [
            'code' => ['required', 'string', 'max:32', 'unique:coupons,code'],
            'discount_yen' => ['required', 'integer', 'min:1'],
            'min_amount' => ['required', 'integer', 'min:0'],
            'expires_at' => ['nullable', 'date', 'after_or_equal:today'],
            'max_uses' => ['nullable', 'integer', 'min:1'],
        ];
    }

    public function messages(): array
    {
        return [
            'code.unique' => 'このコードは既に使われています。',
            'expires_at.after_or_equal' => '有効期限は今日以降の日付にしてください。',
        ];
    }
}
