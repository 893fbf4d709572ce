<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class InquiryRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    protected function prepareForValidation(): void
    {
        // textarea の改行はブラウザから CRLF で届く。画面の文字数カウントと数え方をそろえる
        if (is_string($this->input('body'))) {
            $this->merge(['body' => str_replace("\r\n", "\n", $this->input('body'))]);
        }
        // 電話番号は全角→半角、ハイフン類を除いて数字だけで検証・保存する
        if (is_string($this->input('tel'))) {
            $tel = mb_convert_kana($this->input('tel'), 'a');
            $this->merge(['tel' => preg_replace('/[-‐－ー―]/u', '', $tel)]);
        }
    }

    public function rules(): array
    {
        return [
            'name' => ['required', 'string', 'max:50'],
            'kana' => ['required', 'string', 'max:50', 'regex:/^[ァ-ヶー　]+$/u'],
            'email' => ['required', 'email:rfc', 'max:255'],
            'tel' => ['nullable', 'regex:/^0\d{9,10}$/'],
            'zip' => ['nullable', 'regex:/^\d{3}-?\d{4}$/'],
            'category' => ['required', 'in:product,estimate,recruit,other'],
            'body' => ['required', 'string', 'max:2000'],
            'attachment' => ['nullable', 'file', 'mimes:pdf,jpg,jpeg,png', 'max:5120'],
        ];
    }

    public function messages(): array
    {
        return [
            'kana.regex' => 'フリガナは全角カタカナで入力してください。',
            'tel.regex' => '電話番号の形式が正しくありません。',
            'zip.regex' => '郵便番号の形式が正しくありません。',
            'body.max' => '本文は2000文字以内で入力してください。',
            'attachment.max' => '添付ファイルは5MBまでです。',
        ];
    }
}
