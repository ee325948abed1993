/**
 * One round of the CGSuite side-by-side bench on our side, in a fresh process (so every round
 * starts from an empty store, as CGSuite's fresh JVM does): reads the jobs as JSON on stdin,
 * prints our answers as JSON.
 */
import { readFileSync } from 'node:fs';
import { runOurs, type CgsuiteJob } from './cgsuiteJobs';

const jobs = JSON.parse(readFileSync(0, 'utf8')) as CgsuiteJob[];
process.stdout.write(JSON.stringify(runOurs(jobs)));
