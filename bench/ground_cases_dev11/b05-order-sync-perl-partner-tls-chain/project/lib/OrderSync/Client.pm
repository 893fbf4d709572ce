package OrderSync::Client;
use strict;
use warnings;

use Carp qw(croak);
use JSON::PP qw(decode_json);
use LWP::UserAgent;
use URI;

our $MAX_RETRIES = 3;

sub new {
    my ($class, %args) = @_;
    croak "base_url is required"  unless $args{base_url};
    croak "api_token is required" unless $args{api_token};
    my $ua = LWP::UserAgent->new(
        agent    => "order-sync/1.6 ",
        timeout  => $args{timeout} || 30,
        ssl_opts => { verify_hostname => 1 },
    );
    $ua->default_header('Authorization' => "Bearer $args{api_token}");
    $ua->default_header('Accept'        => 'application/json');
    return bless { ua => $ua, base_url => $args{base_url}, logger => $args{logger} }, $class;
}

# All orders created or updated since $q{since}, following the partner's pagination.
sub fetch_orders {
    my ($self, %q) = @_;
    my @orders;
    my $page = 1;
    while (1) {
        my $uri = URI->new("$self->{base_url}/v2/orders");
        $uri->query_form(since => $q{since}, page => $page, per_page => 100);
        my $data = $self->_get_json($uri);
        push @orders, @{ $data->{orders} || [] };
        last unless $data->{has_more};
        $page++;
    }
    return \@orders;
}

sub _get_json {
    my ($self, $uri) = @_;
    my $attempt = 0;
    while (1) {
        $attempt++;
        my $res = $self->{ua}->get($uri);
        return decode_json($res->decoded_content) if $res->is_success;

        my $retryable = $res->code >= 500 || $res->code == 429;
        if (!$retryable || $attempt > $MAX_RETRIES) {
            croak sprintf("GET %s: %s", $uri, $res->status_line);
        }
        my $wait = 2**$attempt;
        $self->_log(sprintf "GET %s failed (%s), retry %d/%d in %ds",
            $uri, $res->status_line, $attempt, $MAX_RETRIES, $wait);
        sleep $wait;
    }
}

sub _log {
    my ($self, $msg) = @_;
    $self->{logger}->($msg) if $self->{logger};
}

1;
