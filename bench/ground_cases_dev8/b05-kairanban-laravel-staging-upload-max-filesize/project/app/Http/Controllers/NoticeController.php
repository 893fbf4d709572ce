<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreNoticeRequest;
use App\Models\Notice;
use Illuminate\Http\RedirectResponse;
use Illuminate\View\View;
use Intervention\Image\Laravel\Facades\Image;

class NoticeController extends Controller
{
    public function index(): View
    {
        $notices = Notice::query()
            ->orderByDesc('pinned')
            ->latest()
            ->paginate(20);

        return view('notices.index', compact('notices'));
    }

    public function create(): View
    {
        return view('notices.create');
    }

    public function store(StoreNoticeRequest $request): RedirectResponse
    {
        $data = $request->safe()->except('photo');

        if ($request->hasFile('photo')) {
            // 表示用に長辺 1600px に縮めてから保存する
            $image = Image::read($request->file('photo'))->scaleDown(1600, 1600)->toJpeg(82);
            $path = 'notices/'.$request->file('photo')->hashName();
            \Storage::disk('public')->put($path, (string) $image);
            $data['photo_path'] = $path;
        }

        $request->user()->notices()->create($data);

        return redirect()->route('notices.index')->with('status', '回覧を投稿しました');
    }

    public function show(Notice $notice): View
    {
        $notice->markReadBy(auth()->user());

        return view('notices.show', compact('notice'));
    }
}
