"""test/workflows/steps.py FILE...: every `run:` step of the workflows, one
"file<TAB>job<TAB>step<TAB>command" line each (the command on one line)."""
import sys
import yaml

for path in sys.argv[1:]:
    with open(path) as f:
        wf = yaml.safe_load(f)
    for job_id, job in (wf.get("jobs") or {}).items():
        for i, step in enumerate(job.get("steps") or []):
            if "run" in step:
                name = step.get("name") or f"step {i + 1}"
                print(f"{path}\t{job_id}\t{name}\t{step['run']!r}" if "\n" in step["run"].strip() else
                      f"{path}\t{job_id}\t{name}\t{step['run'].strip()}")
