package LogShip::Sender;
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP qw(encode_json);
use Time::HiRes qw(sleep);

sub new {
    my ($class, %args) = @_;
    return bless {
        url   => $args{url},
        host  => $args{host},
        tries => $args{retries} // 3,
        log   => $args{log},
        http  => HTTP::Tiny->new(timeout => $args{timeout} // 10, agent => 'logship/0.6'),
        batch => 0,
    }, $class;
}

# POST one batch; retries with backoff, then gives up (the lines are dropped).
sub send_batch {
    my ($self, $lines) = @_;
    return 1 unless @$lines;
    my $id = ++$self->{batch};
    my $body = encode_json({ host => $self->{host}, lines => $lines });
    my $delay = 0.5;
    for my $attempt (1 .. $self->{tries}) {
        my $res = $self->{http}->post($self->{url}, {
            content => $body,
            headers => { 'Content-Type' => 'application/json' },
        });
        if ($res->{success}) {
            $self->{log}->info("sent batch=$id lines=" . scalar(@$lines) . " status=$res->{status}");
            return 1;
        }
        $self->{log}->warn("batch=$id attempt=$attempt status=$res->{status} reason=$res->{reason}");
        sleep $delay;
        $delay *= 2;
    }
    $self->{log}->error("giving up on batch=$id lines=" . scalar(@$lines));
    return 0;
}

1;
