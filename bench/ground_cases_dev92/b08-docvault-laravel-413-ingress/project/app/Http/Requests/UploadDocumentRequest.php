<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class UploadDocumentRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    public function rules(): array
    {
        return [
            'title' => ['required', 'string', 'max:200'],
            'file' => ['required', 'file', 'mimes:pdf', 'max:20480'],
            'contract_id' => ['nullable', 'integer', 'exists:contracts,id'],
        ];
    }

    public function messages(): array
    {
        return [
            'file.max' => 'ファイルサイズは20MBまでです。',
            'file.mimes' => 'PDFファイルのみアップロードできます。',
        ];
    }
}
