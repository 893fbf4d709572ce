<?php

namespace App\Mail;

use App\Models\User;
use Illuminate\Bus\Queueable;
use Illuminate\Mail\Mailable;
use Illuminate\Mail\Mailables\Content;
use Illuminate\Mail\Mailables\Envelope;
use Illuminate\Mail\Mailables\Headers;
use Illuminate\Support\Collection;
use Illuminate\Support\Facades\URL;

class WeeklyDigest extends Mailable
{
    use Queueable;

    public function __construct(public User $user, public Collection $items)
    {
        $this->locale($user->locale ?? 'ja');
    }

    public function envelope(): Envelope
    {
        return new Envelope(subject: __('digest.subject', ['count' => $this->items->count()]));
    }

    public function headers(): Headers
    {
        return new Headers(text: [
            'List-Unsubscribe' => '<'.$this->unsubscribeUrl().'>',
            'List-Unsubscribe-Post' => 'List-Unsubscribe=One-Click',
        ]);
    }

    public function content(): Content
    {
        return new Content(view: 'emails.digest', with: ['unsubscribeUrl' => $this->unsubscribeUrl()]);
    }

    private function unsubscribeUrl(): string
    {
        return URL::signedRoute('digest.unsubscribe', ['user' => $this->user->id]);
    }
}
