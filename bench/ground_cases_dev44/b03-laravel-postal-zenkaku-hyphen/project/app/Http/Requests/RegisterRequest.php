<?php

namespace App\Http\Requests;

use App\Support\Normalizer;
use Illuminate\Foundation\Http\FormRequest;

class RegisterRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:50'],
            'name_kana' => ['required', 'string', 'max:50', 'regex:/^[ァ-ヶー　 ]+$/u'],
            'email' => ['required', 'email:rfc', 'max:255', 'unique:members,email'],
            'postal_code' => ['required', 'regex:/^\d{3}[-－ー‐]?\d{4}$/u'],
            'address' => ['required', 'string', 'max:255'],
            'phone' => ['nullable', 'regex:/^0\d{9,10}$/'],
            'password' => ['required', 'string', 'min:8', 'confirmed'],
        ];
    }

    protected function prepareForValidation(): void
    {
        $this->merge([
            'name_kana' => Normalizer::katakana($this->input('name_kana', '')),
            'email' => Normalizer::email($this->input('email', '')),
            'address' => Normalizer::address($this->input('address', '')),
            'postal_code' => Normalizer::digits($this->input('postal_code', '')),
            'phone' => Normalizer::digits($this->input('phone', '')),
        ]);
    }

    public function attributes(): array
    {
        return [
            'name' => 'お名前',
            'name_kana' => 'フリガナ',
            'postal_code' => '郵便番号',
            'address' => '住所',
            'phone' => '電話番号',
        ];
    }
}
