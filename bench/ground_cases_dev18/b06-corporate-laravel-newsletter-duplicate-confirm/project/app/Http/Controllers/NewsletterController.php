<?php

namespace App\Http\Controllers;

use App\Http\Requests\SubscribeRequest;
use App\Mail\NewsletterWelcome;
use App\Models\NewsletterSubscriber;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Log;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;

class NewsletterController extends Controller
{
    /**
     * フッターとキャンペーンLPのフォームから呼ばれる。
     */
    public function store(SubscribeRequest $request): RedirectResponse
    {
        $email = Str::lower(trim($request->validated('email')));

        $data = [
            'email' => $email,
            'source' => $request->input('source', 'footer'),
        ];

        $subscriber = NewsletterSubscriber::create($data);

        if ($subscriber->wasRecentlyCreated) {
            Mail::to($email)->queue(new NewsletterWelcome($subscriber));
        }

        Log::info('newsletter subscribed', ['id' => $subscriber->id, 'source' => $data['source']]);

        return back()->with('newsletter_status', 'ご登録ありがとうございます。');
    }

    public function unsubscribe(string $token): RedirectResponse
    {
        $subscriber = NewsletterSubscriber::where('unsubscribe_token', $token)->firstOrFail();
        $subscriber->delete();

        return redirect('/')->with('newsletter_status', '配信を停止しました。');
    }
}
