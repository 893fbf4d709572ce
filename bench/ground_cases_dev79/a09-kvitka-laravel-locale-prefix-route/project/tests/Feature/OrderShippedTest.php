<?php

namespace Tests\Feature;

use App\Models\Order;
use App\Models\User;
use App\Notifications\OrderShipped;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class OrderShippedTest extends TestCase
{
    use RefreshDatabase;

    public function test_mail_is_in_the_users_language(): void
    {
        $user = User::factory()->create(['locale' => 'ru', 'name' => 'Ольга']);
        $order = Order::create(['number' => 'K-1042', 'user_id' => $user->id, 'items_count' => 3]);

        $mail = (new OrderShipped($order))->toMail($user);

        $this->assertSame('Заказ K-1042 отправлен', $mail->subject);
    }
}
