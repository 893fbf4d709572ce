<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreReceiptRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user()->can('update', $this->route('claim'));
    }

    public function rules(): array
    {
        return [
            'file' => ['required', 'file', 'mimes:pdf,jpg,png', 'max:10240'],
            'amount' => ['required', 'numeric', 'min:0.01', 'max:5000'],
            'spent_on' => ['required', 'date', 'before_or_equal:today'],
            'category' => ['required', 'in:travel,meals,lodging,supplies,other'],
            'note' => ['nullable', 'string', 'max:500'],
        ];
    }

    public function messages(): array
    {
        return [
            'spent_on.before_or_equal' => 'The receipt date cannot be in the future.',
        ];
    }
}
