<?php

namespace App\Http\Controllers\Admin;

use App\Http\Controllers\Controller;
use App\Http\Resources\MemberResource;
use App\Models\Member;
use Illuminate\Http\Request;

class MemberController extends Controller
{
    public function index(Request $request)
    {
        $validated = $request->validate([
            'keyword' => 'nullable|string|max:32',
            'level_id' => 'nullable|integer',
            'per_page' => 'nullable|integer|min:10|max:100',
        ]);

        $query = Member::query()->with('level')->active();

        if ($kw = $validated['keyword'] ?? null) {
            $query->where(function ($q) use ($kw) {
                $q->where('name', 'like', "%{$kw}%")
                  ->orWhere('phone', 'like', "%{$kw}%");
            });
        }
        if ($levelId = $validated['level_id'] ?? null) {
            $query->where('level_id', $levelId);
        }

        $members = $query->orderByDesc('id')->paginate($validated['per_page'] ?? 50);

        return MemberResource::collection($members);
    }

    public function show(Member $member)
    {
        return new MemberResource($member->load('level'));
    }
}
