<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreExpenseRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    public function rules(): array
    {
        return [
            'title' => ['required', 'string', 'max:100'],
            'amount' => ['required', 'integer', 'min:1', 'max:1000000'],
            'spent_on' => ['required', 'date', 'before_or_equal:today'],
            'category' => ['required', 'in:travel,meal,supplies,other'],
            'memo' => ['nullable', 'string', 'max:2000'],
            'receipt' => ['required', 'file', 'mimes:jpg,png,pdf', 'max:5120'],
        ];
    }

    public function attributes(): array
    {
        return [
            'title' => '件名',
            'amount' => '金額',
            'spent_on' => '利用日',
            'category' => '区分',
            'receipt' => '領収書',
        ];
    }
}
