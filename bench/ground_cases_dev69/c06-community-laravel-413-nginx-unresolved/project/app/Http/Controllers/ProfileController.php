<?php

namespace App\Http\Controllers;

use App\Http\Requests\UpdateProfileRequest;
use App\Services\AvatarService;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\View\View;

class ProfileController extends Controller
{
    public function __construct(private AvatarService $avatars)
    {
    }

    public function edit(Request $request): View
    {
        return view('profile.edit', ['user' => $request->user()]);
    }

    public function update(UpdateProfileRequest $request): RedirectResponse
    {
        $user = $request->user();
        $user->fill($request->safe()->except('avatar'));

        if ($request->hasFile('avatar')) {
            $old = $user->avatar_path;
            $user->avatar_path = $this->avatars->store($request->file('avatar'), $user->id);
            if ($old) {
                $this->avatars->delete($old);
            }
        }

        $user->save();

        return redirect()->route('profile.edit')->with('status', '资料已保存');
    }
}
