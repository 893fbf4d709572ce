<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class ListInvoicesRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    public function rules(): array
    {
        return [
            'status' => ['sometimes', Rule::in(['draft', 'issued', 'paid', 'void'])],
            'per_page' => ['sometimes', 'integer', 'min:1', 'max:'.config('api.v2.per_page_max')],
        ];
    }
}
