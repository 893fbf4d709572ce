<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreBookingRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    public function rules(): array
    {
        return [
            'resource_id' => ['required', 'integer', 'exists:resources,id'],
            'starts_at' => ['required', 'date', 'after:now'],
            'minutes' => ['nullable', 'integer', 'in:30,60,90,120'],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }

    public function messages(): array
    {
        return [
            'starts_at.after' => '不能预约过去的时间',
            'minutes.in' => '时长只能是 30/60/90/120 分钟',
        ];
    }
}
