<?php

namespace App\Services;

use App\Models\User;
use Illuminate\Support\Facades\Log;
use LaunchDarkly\EvaluationReason;
use LaunchDarkly\LDClient;
use LaunchDarkly\LDContext;

class FeatureFlags
{
    public function __construct(private readonly LDClient $client)
    {
    }

    public function isOn(string $flag, ?User $user, bool $default = false): bool
    {
        $context = $user
            ? LDContext::builder('user-'.$user->id)->set('plan', $user->plan)->set('internal', $user->is_staff)->build()
            : LDContext::builder('anonymous')->anonymous(true)->build();

        $detail = $this->client->variationDetail($flag, $context, $default);
        $reason = $detail->getReason();
        if ($reason->getKind() === EvaluationReason::ERROR) {
            Log::channel('flags')->warning('LaunchDarkly flag evaluation error', [
                'flag' => $flag,
                'error' => $reason->getErrorKind(),
            ]);
        }

        return (bool) $detail->getValue();
    }
}
