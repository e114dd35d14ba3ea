# UlidLoad: concurrent sessions against a node, for the TAP tests that load
# the generators from several sessions at once (030_concurrency.pl,
# 031_density.pl).
#
# pgbench_run($node, $deadline, [PGOPTIONS], ARGS...): pgbench with ARGS
# against the node's postgres database (ARGS name it otherwise), killed after
# $deadline seconds; returns (exit status, output).  The status is 124 when
# the deadline passed.  (Cluster's pgbench() checks its own expectations;
# these tests need the counts pgbench prints.)
# pgbench_count($out, $what): the number pgbench printed after "$what: ".
package UlidLoad;
use strict;
use warnings;
use IPC::Run;
use Exporter 'import';
our @EXPORT_OK = qw(pgbench_run pgbench_count);

sub pgbench_run
{
	my ($node, $deadline, $options, @args) = @_;
	local $ENV{PGOPTIONS} = $options if defined $options;
	my $out = '';
	my $timer = IPC::Run::timeout($deadline);
	my $rc = eval {
		IPC::Run::run([ 'pgbench', '-h', $node->host, '-p', $node->port, @args ],
			'<', \undef, '>&', \$out, $timer);
		$? >> 8;
	};
	return (124, "$out\npgbench did not finish within $deadline s") if $timer->is_expired;
	return (defined $rc ? $rc : 1, defined $rc ? $out : "$out\n$@");
}

sub pgbench_count
{
	my ($out, $what) = @_;
	return $out =~ /^\Q$what\E: (\d+)/m ? $1 : undef;
}

1;
