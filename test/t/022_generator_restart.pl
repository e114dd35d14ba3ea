# No replay after a restart: right after a burst of
# gen_ulid_flake() (node mode: the generator runs up to its lead bound
# ahead of the clock) and of gen_monotonic_ulid(), the server is restarted
#   1. with a fast shutdown,
#   2. with an immediate shutdown (no shutdown checkpoint: crash recovery),
#   3. by a backend crash (SIGKILL: the postmaster reinitializes shared
#      memory without exiting),
# and after each restart every new id of each generator must be greater than
# every id it issued before (all kept in tables), in both Ulid-Flake modes.
# Then an immediate shutdown in the middle of a burst whose ids stream to the
# client: every new id is above every id received before the crash.
# On PostgreSQL 17+ the same again (node mode) without
# shared_preload_libraries: the states are then in the DSM registry.
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use IPC::Run;
use Time::HiRes qw(usleep);

our $node;
our $what;

sub new_node
{
	my ($name, $preload) = @_;
	my $n = PostgreSQL::Test::Cluster->new($name);
	$n->init;
	$n->append_conf('postgresql.conf', "restart_after_crash = on\n");
	$n->append_conf('postgresql.conf', "shared_preload_libraries = 'ulid'\n") if $preload;
	$n->start;
	$n->safe_psql('postgres', q{
CREATE EXTENSION ulid;
CREATE TABLE flake_ids (life int NOT NULL, id ulid_flake NOT NULL);
CREATE TABLE mono_ids (life int NOT NULL, id ulid NOT NULL);
});
	return $n;
}

# A burst in one session: gen_monotonic_ulid() first, then gen_ulid_flake()
# (so that the flake generator is at its lead when the statement ends).
sub burst_sql
{
	my ($life, $flake_node) = @_;
	return qq{
SET ulid.flake_node_id = $flake_node;
INSERT INTO mono_ids SELECT $life, gen_monotonic_ulid() FROM generate_series(1, 200000);
INSERT INTO flake_ids SELECT $life, gen_ulid_flake() FROM generate_series(1, 60000);
};
}

# every id of `life` is above every id of the lives before it
sub check_life
{
	my ($life, $what) = @_;
	for my $t ('flake_ids', 'mono_ids')
	{
		my $res = $node->safe_psql('postgres', qq{
SELECT (SELECT count(*) FROM $t WHERE life = $life),
	(SELECT min(id) FROM $t WHERE life = $life) > (SELECT max(id) FROM $t WHERE life < $life),
	(SELECT count(*) - count(DISTINCT id) FROM $t)});
		my ($n, $above, $dups) = split /\|/, $res;
		cmp_ok($n, '>', 0, "$::what$what: $t has new ids");
		is($above, 't', "$::what$what: every new $t id is above every id before the restart");
		is($dups, '0', "$::what$what: no $t id repeats");
	}
}

# ids right after a (re)start, in the mode of the burst before it
sub after_restart
{
	my ($life, $flake_node) = @_;
	$node->safe_psql('postgres', qq{
SET ulid.flake_node_id = $flake_node;
INSERT INTO flake_ids SELECT $life, gen_ulid_flake() FROM generate_series(1, 1000);
INSERT INTO mono_ids SELECT $life, gen_monotonic_ulid() FROM generate_series(1, 1000);
});
}

# Whether the server accepts queries again after a crash, within 180 s.  Not
# poll_query_until: it writes the query to psql's stdin, and a psql that
# exits at once (connection refused during crash recovery) makes that write
# fail with EPIPE, which IPC::Run turns into a die of the whole test.
sub server_back
{
	my ($n) = @_;
	for (1 .. 1800)
	{
		my $out = '';
		my $ok = eval {
			IPC::Run::run([ 'psql', '-X', '-At', '-d', $n->connstr('postgres'), '-c', 'SELECT 1' ],
				'>', \$out, '2>', \my $err);
		};
		return 1 if $ok && $out =~ /^1$/m;
		usleep(100_000);
	}
	diag('the server did not accept queries within 180 s');
	return 0;
}

sub run_lives
{
	my $life = 0;
	for my $flake_node (@_)
	{
		for my $mode ('fast', 'immediate')
		{
			$node->safe_psql('postgres', burst_sql($life, $flake_node));
			my $lead = $node->safe_psql('postgres',
				qq{SELECT round(extract(epoch FROM ulid_flake_timestamp(max(id)) - clock_timestamp()) * 1000, 1)
				   FROM flake_ids WHERE life = $life});
			note "${what}node id $flake_node, life $life: last flake id ${lead} ms from the clock before the $mode stop";
			$node->stop($mode);
			$node->start;
			$life++;
			after_restart($life, $flake_node);
			check_life($life, "node id $flake_node, $mode restart");
		}

		# a backend crash: the postmaster reinitializes shared memory
		my ($in, $out, $err) = ('', '', '');
		my $h = IPC::Run::start(
			[ 'psql', '-X', '-q', '-At', '-d', $node->connstr('postgres') ],
			'<', \$in, '>', \$out, '2>', \$err);
		$in .= burst_sql($life, $flake_node) . "SELECT 'burst done';\nSELECT pg_sleep(300);\n";
		my $pid = '';
		for (1 .. 6000)    # 60 s
		{
			$h->pump_nb;
			if ($out =~ /burst done/)
			{
				$pid = $node->safe_psql('postgres',
					q{SELECT pid FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(300)%'});
				last if $pid ne '';
			}
			usleep(10_000);
		}
		isnt($pid, '', "${what}node id $flake_node: the burst finished and its backend is sleeping");
		# Wait for the postmaster to see this crash (in the log written after
		# the kill) before waiting for the server: a query right after the kill
		# can still be served before the postmaster starts its crash restart.
		my $log_offset = -s $node->logfile;
		kill 'KILL', $pid if $pid ne '';
		$h->finish;
		my $saw = 0;
		for (1 .. 1800)    # 180 s
		{
			$saw = 1, last if $node->log_contains('terminated by signal 9', $log_offset);
			usleep(100_000);
		}
		ok($saw, "${what}node id $flake_node: the postmaster saw the crash");
		ok(server_back($node), "${what}node id $flake_node: the server is back after the backend crash");
		$life++;
		after_restart($life, $flake_node);
		check_life($life, "node id $flake_node, backend crash");
		$life++;
	}
}

# An immediate shutdown in the middle of a burst: the ids stream to the client
# as they are made (COPY ... TO STDOUT), so every id the generator handed out
# before the crash is known, and the node mode's generator is at its lead.
sub mid_burst_crash
{
	my ($label, $setup, $expr, $table) = @_;
	my $file = $node->basedir . "/stream_$label.txt";
	my $err = '';
	my $h = IPC::Run::start(
		[
			'psql', '-X', '-q', '-At', '-d', $node->connstr('postgres'),
			'-c', $setup,
			# generate_series in the select list streams (in FROM it would be
			# materialized first)
			'-c', "COPY (SELECT $expr FROM (SELECT generate_series(1, 200000000)) g) TO STDOUT"
		],
		'>', $file, '2>', \$err);
	my $size = 0;
	for (1 .. 6000)    # 60 s
	{
		$size = -s $file // 0;
		last if $size > 2_000_000;
		usleep(10_000);
	}
	cmp_ok($size, '>', 2_000_000, "$::what$label: ids are streaming");
	$node->stop('immediate');
	$h->finish;
	open my $fh, '<', $file or die "$file: $!";
	my @old = <$fh>;
	close $fh;
	pop @old if @old && $old[-1] !~ /\n$/;    # a line cut by the crash
	chomp @old;
	my $max = (sort @old)[-1];    # fixed-width upper-case Crockford: text order is id order
	$node->start;
	my $res = $node->safe_psql('postgres', qq{$setup;
SELECT min(v)::text > '$max', count(DISTINCT v) FROM (SELECT $expr AS v FROM generate_series(1, 20000)) s});
	note "$::what$label: " . scalar(@old) . " ids streamed before the crash, the last $max";
	is($res, "t|20000", "$::what$label: after an immediate shutdown mid-burst every new id is above every streamed one");
}

$node = new_node('gen_restart', 1);
$what = '';
run_lives(3, -1);
mid_burst_crash('gen_ulid_flake() node id 3', 'SET ulid.flake_node_id = 3', 'gen_ulid_flake()');
mid_burst_crash('gen_ulid_flake() stand-alone', 'SET ulid.flake_node_id = -1', 'gen_ulid_flake()');
mid_burst_crash('gen_monotonic_ulid()', 'SET ulid.flake_node_id = -1', 'gen_monotonic_ulid()');
$node->stop;

if ($node->pg_version >= 17)
{
	$node = new_node('gen_restart_dsm', 0);
	$what = 'no preload (DSM registry), ';
	run_lives(3);
	$node->stop;
}

done_testing();
