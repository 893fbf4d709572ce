<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreBookingRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    public function rules(): array
    {
        return [
            'roomId' => ['required', 'integer', 'exists:rooms,id'],
            'startAt' => ['required', 'date', 'after:now'],
            'endAt' => ['required', 'date', 'after:startAt'],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }
}
