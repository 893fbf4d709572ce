<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class UpdateProfileRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    /**
     * Profile form: nickname, bio, gender, avatar (optional).
     */
    public function rules(): array
    {
        return [
            'nickname' => ['required', 'string', 'max:20', Rule::unique('users', 'nickname')->ignore($this->user()->id)],
            'bio' => ['nullable', 'string', 'max:200'],
            'gender' => ['nullable', Rule::in(['male', 'female', 'other'])],
            'birthday' => ['nullable', 'date', 'before:today'],
            // no 'image' rule: it rejects HEIC/HEIF from iPhones; AvatarService converts everything to JPEG
            'avatar' => ['nullable', 'file', 'mimes:jpg,jpeg,png,webp,heic,heif', 'max:10240'],
        ];
    }

    public function messages(): array
    {
        return [
            'nickname.unique' => '这个昵称已经被别人用了',
            'avatar.max' => '头像不能超过 10MB',
        ];
    }
}
