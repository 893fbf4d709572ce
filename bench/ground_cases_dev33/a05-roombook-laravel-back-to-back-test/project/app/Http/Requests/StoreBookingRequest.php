<?php

namespace App\Http\Requests;

use Carbon\CarbonImmutable;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Validator;

class StoreBookingRequest extends FormRequest
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
        return [
            'room_id' => ['required', 'integer', 'exists:rooms,id'],
            'starts_at' => ['required', 'date', 'after:now'],
            'ends_at' => ['required', 'date', 'after:starts_at'],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }

    /**
     * @return array<int, callable>
     */
    public function after(): array
    {
        return [
            function (Validator $validator) {
                if ($validator->errors()->isNotEmpty()) {
                    return;
                }
                $max = (int) config('bookings.max_hours', 8);
                $start = CarbonImmutable::parse($this->input('starts_at'));
                $end = CarbonImmutable::parse($this->input('ends_at'));
                if ($start->diffInMinutes($end) > $max * 60) {
                    $validator->errors()->add('ends_at', "A booking can be at most {$max} hours long.");
                }
            },
        ];
    }
}
