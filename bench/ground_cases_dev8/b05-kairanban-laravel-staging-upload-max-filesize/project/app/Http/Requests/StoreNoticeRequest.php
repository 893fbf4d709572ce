<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreNoticeRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    public function rules(): array
    {
        return [
            'title' => ['required', 'string', 'max:100'],
            'body' => ['required', 'string', 'max:5000'],
            'photo' => ['nullable', 'image', 'max:10240'], // スマホの写真がそのまま載るように 10MB まで
            'pinned' => ['boolean'],
        ];
    }

    public function attributes(): array
    {
        return [
            'title' => '件名',
            'body' => '本文',
            'photo' => '写真',
        ];
    }
}
