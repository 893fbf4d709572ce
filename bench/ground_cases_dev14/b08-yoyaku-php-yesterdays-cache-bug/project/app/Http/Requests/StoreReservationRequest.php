<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class StoreReservationRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        if (is_string($this->input('phone'))) {
            $this->merge([
                'phone' => preg_replace('/[\s\-‐－ー()（）]/u', '', mb_convert_kana($this->input('phone'), 'n')),
            ]);
        }
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'shop_id' => ['required', 'integer', Rule::exists('shops', 'id')],
            'menu_id' => ['required', 'integer', Rule::exists('menus', 'id')->where('shop_id', $this->input('shop_id'))],
            'starts_at' => ['required', 'date_format:Y-m-d H:i', 'after:now'],
            'name' => ['required', 'string', 'max:50'],
            'phone' => ['required', 'regex:/^0\d{9,10}$/'],
            'email' => ['nullable', 'email:rfc', 'max:255'],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }

    public function messages(): array
    {
        return [
            'phone.regex' => '電話番号の形式が正しくありません。',
            'starts_at.after' => '過去の日時は予約できません。',
        ];
    }
}
