#!/usr/bin/env python3
"""sitegen next to Hugo on N-page sites, side by side in one run (issues 8 and 21).

Two cases, each at every size N:
  real       real Swift Evolution proposals made into N pages by ../shared/bench/scale_corpus.py
             (beside the checkout; 17.5 KB a page on average, 27 % of the bytes in code blocks)
  generated  generate.py's synthetic documentation pages (a few KB each)

Three builds of the same Content, alternating run by run (minimal, default, hugo, hugo, default, minimal, …):
  minimal    sitegen with a two-template layout (page.html, list.html) that only prints title and content
  default    sitegen with its full default layout (navigation, highlighting, search index, feeds, …)
  hugo       Hugo with the same two-template layout as minimal, code highlighting off
             (--hugo-highlighting adds a fourth column with Hugo's default highlighting on)

--search-share adds a column: the default layout with `"search": false` in site.json, so the search
index's share of the default build (default / no-search - 1) is measured with the same binary, in the
same alternation, and the incremental rebuild is timed on both. The share is given in wall time and in
CPU time (user + system): on two shared cores the second varies far less from run to run.

It prints, per case and N, the median wall time, pages per second and peak memory (/usr/bin/time -v's
maximum resident set size) of each, the ratios to Hugo, then the growth from each N to the next;
then the time of an incremental rebuild after editing one page of the largest real site of at most
10,000 pages (as `sitegen serve` reports it). --hugo-up-to leaves Hugo out above a size (its memory).

The previous output is moved aside before every timed run and deleted only when the disk runs short of
room: on this kind of disk, creating files within minutes of deleting many is several times slower, which
would time the disk, not the generator (see `empty_trash`). Each round runs the columns in the opposite
order to the one before, so that no column always follows the same one, and each timed run starts after
`sync`, so no build pays for writing back the one before it.

usage: Benchmarks/site/run.py [--runs 5] [--sizes 1000,10000] [--cases real,generated]
                              [--work /tmp/sitegen-bench] [--sitegen PATH] [--hugo-highlighting] [--hugo-up-to N]
                              [--search-share]
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED_BENCH = os.path.join(os.path.dirname(ROOT), "shared", "bench")
MINIMAL_LAYOUT = "<!DOCTYPE html><html><head><title>{title}</title></head><body>{content}</body></html>\n"
HUGO_CONFIG = 'baseURL = "https://example.org/"\ntitle = "Benchmark"\n'
HUGO_NO_HIGHLIGHTING = "[markup.highlight]\ncodeFences = false\n"


def timed(command):
    """Runs a command under /usr/bin/time -v; returns (wall seconds, peak resident memory in MB, CPU seconds)."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.monotonic()
        result = subprocess.run(["/usr/bin/time", "-v", "-o", report.name] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall = time.monotonic() - start
        if result.returncode != 0:
            sys.exit(f"{' '.join(command)} failed:\n{result.stderr[-4000:]}")
        text = report.read()
        peak = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text)
        cpu = sum(float(seconds) for seconds in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", text))
    return wall, int(peak.group(1)) / 1024, cpu


def move_aside(path, trash):
    if os.path.exists(path):
        os.rename(path, os.path.join(trash, f"{len(os.listdir(trash))}"))


# How long ext4 without a journal keeps a freed inode from being reused (fs/ext4/ialloc.c, `recently_deleted`):
# 60 seconds, plus 300 while the block of the inode table holding it is dirty, as every file created beside
# it makes it again. Until then each file created passes over such inodes one by one: 10,000-page builds
# started 2 to 5 minutes after a delete took 3 to 4 times the system time of builds started later.
RECENTLY_DELETED_SECONDS = 60 + 300


def empty_trash(trash):
    """Deletes the outputs moved aside, writes the deletion back, then waits until the inodes it freed
    no longer slow file creation, so no build is timed with that cost."""
    names = os.listdir(trash)
    for name in names:
        shutil.rmtree(os.path.join(trash, name), ignore_errors=True)
    if names:
        os.sync()
        time.sleep(RECENTLY_DELETED_SECONDS + 10)


def make_room(trash, needed_gb=20):
    """Empties the trash when the disk is short of room for another round of outputs (one round at
    100,000 real pages is some 18 GB: 5.6 minimal, 7.0 default, 5.5 no search). Emptying it costs a wait
    of six minutes (see `empty_trash`), so it is emptied only then: with 60 GB free, a run at 1k, 10k
    and 100k pages empties it once."""
    if shutil.disk_usage(trash).free < needed_gb * 1024 ** 3:
        empty_trash(trash)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as file:
        file.write(text)


def linked_copy(source, destination):
    """Copies a folder as hard links: every site reads the same page files, written once."""
    os.makedirs(os.path.dirname(destination), exist_ok=True)
    subprocess.run(["cp", "-al", source, destination], check=True)


def make_sites(case, size, folder):
    """Writes the pages once, then the sites that share them."""
    pages = os.path.join(folder, "pages")
    if case == "real":
        subprocess.run([sys.executable, os.path.join(SHARED_BENCH, "scale_corpus.py"), "--source",
                        os.path.join(SHARED_BENCH, "evolution"), "--pages", str(size), "--out", pages],
                       check=True, stdout=subprocess.DEVNULL)
        os.rename(os.path.join(pages, "Content"), os.path.join(pages, "content"))
    else:
        generated = os.path.join(folder, "generated")
        subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__), "generate.py"), str(size), generated], check=True)
        os.rename(os.path.join(generated, "hugo"), pages)
        shutil.rmtree(generated)
    for name in ("minimal", "default"):
        linked_copy(os.path.join(pages, "content"), os.path.join(folder, name, "Content"))
        write(os.path.join(folder, name, "site.json"), '{"title": "Benchmark", "baseURL": "https://example.org/"}\n')
    for name in ("page.html", "list.html"):
        write(os.path.join(folder, "minimal", "Templates", name), MINIMAL_LAYOUT.format(title="{{ page.title }}", content="{{ page.content }}"))
    for name, config in (("hugo", HUGO_CONFIG + HUGO_NO_HIGHLIGHTING), ("hugo-highlighting", HUGO_CONFIG)):
        linked_copy(os.path.join(pages, "content"), os.path.join(folder, name, "content"))
        write(os.path.join(folder, name, "config.toml"), config)
        for layout in ("single.html", "list.html"):
            write(os.path.join(folder, name, "layouts", "_default", layout), MINIMAL_LAYOUT.format(title="{{ .Title }}", content="{{ .Content }}"))
    write(os.path.join(folder, "ready"), "")


def make_no_search_site(folder):
    """The default site again with the search index off; added beside sites made before it existed."""
    site = os.path.join(folder, "no-search")
    if not os.path.exists(os.path.join(site, "site.json")):
        shutil.rmtree(site, ignore_errors=True)
        linked_copy(os.path.join(folder, "pages", "content"), os.path.join(site, "Content"))
        write(os.path.join(site, "site.json"), '{"title": "Benchmark", "baseURL": "https://example.org/", "search": false}\n')


def commands(folder, sitegen, hugo, columns):
    """The build command of each column, with the folder its output goes to."""
    every = {
        "minimal": ([sitegen, "build", "--source", os.path.join(folder, "minimal"), "--quiet"], os.path.join(folder, "minimal", "Public")),
        "default": ([sitegen, "build", "--source", os.path.join(folder, "default"), "--quiet"], os.path.join(folder, "default", "Public")),
        "no-search": ([sitegen, "build", "--source", os.path.join(folder, "no-search"), "--quiet"], os.path.join(folder, "no-search", "Public")),
        "hugo": ([hugo, "--source", os.path.join(folder, "hugo"), "--quiet"], os.path.join(folder, "hugo", "public")),
        "hugo-highlighting": ([hugo, "--source", os.path.join(folder, "hugo-highlighting"), "--quiet"],
                              os.path.join(folder, "hugo-highlighting", "public")),
    }
    return {column: every[column] for column in columns}


def measure(case, size, options, sitegen, hugo, columns, trash):
    folder = os.path.join(options.work, case, str(size))
    if options.hugo_up_to is not None and size > options.hugo_up_to:
        columns = [column for column in columns if not column.startswith("hugo")]
    if not os.path.exists(os.path.join(folder, "ready")):
        shutil.rmtree(folder, ignore_errors=True)
        make_sites(case, size, folder)
    if "no-search" in columns:
        make_no_search_site(folder)
    runs = {column: [] for column in columns}
    for number in range(options.runs):
        make_room(trash)
        ordered = list(commands(folder, sitegen, hugo, columns).items())
        for column, (command, output) in ordered if number % 2 == 0 else reversed(ordered):
            move_aside(output, trash)
            # The previous build's files are written back to the disk first, not during this one: without it, the
            # builds right after Hugo's (whose output at 10,000 pages is the largest) paid for its writeback.
            os.sync()
            runs[column].append(timed(command))
    return {column: tuple(statistics.median(run[measure] for run in values) for measure in range(3))
            for column, values in runs.items()}


def print_table(case, results, columns):
    hugo_columns = [column for column in columns if column.startswith("hugo")]
    header = f"{'pages':>7}" + "".join(f"  {column + ' s':>10} {'pages/s':>7} {'MB':>6}" for column in columns)
    header += "".join(f"  {f'{column}/{reference}':>20} {'memory':>6}" for reference in hugo_columns for column in ("minimal", "default"))
    print(f"\n{case} pages\n{header}")
    for size, result in results.items():
        row = f"{size:>7}"
        for column in columns:
            row += f"  {result[column][0]:>10.2f} {size / result[column][0]:>7.0f} {result[column][1]:>6.0f}" if column in result else f"  {'—':>10} {'—':>7} {'—':>6}"
        for reference in hugo_columns:
            for column in ("minimal", "default"):
                if reference in result:
                    row += f"  {result[column][0] / result[reference][0]:>19.2f}× {result[column][1] / result[reference][1]:>5.2f}×"
                else:
                    row += f"  {'—':>20} {'—':>6}"
        print(row)
    if "no-search" in columns:
        for size, result in results.items():
            (with_index, with_memory, with_cpu), (without, without_memory, without_cpu) = result["default"], result["no-search"]
            print(f"search index share at {size} pages: time {with_index / without - 1:+.0%}, "
                  f"CPU time (user + system) {with_cpu / without_cpu - 1:+.0%}, memory {with_memory / without_memory:.2f}×")
    sizes = list(results)
    for smaller, larger in zip(sizes, sizes[1:]):
        small, large = results[smaller], results[larger]
        print(f"growth {smaller} → {larger} pages (time, memory): " + ", ".join(
            f"{column} {large[column][0] / small[column][0]:.1f}×, {large[column][1] / small[column][1]:.1f}×"
            for column in columns if column in small and column in large))


def incremental_rebuild(site, sitegen, runs):
    """Edits one page of a running `sitegen serve` and reads the rebuild time it prints."""
    port = 8800 + os.getpid() % 1000
    server = subprocess.Popen([sitegen, "serve", "--source", site, "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        for line in server.stdout:
            if line.startswith("Serving"):
                break
        section = os.path.join(site, "Content", sorted(os.listdir(os.path.join(site, "Content")))[0])
        page = os.path.join(section, sorted(os.listdir(section))[0])
        original = open(page).read()
        times = []
        for run in range(runs):
            time.sleep(0.5)
            # Writing a new file and renaming it keeps the hard-linked copies of the page as they were.
            write(page + ".new", original + f"\nEdited paragraph {run}.\n")
            os.rename(page + ".new", page)
            for line in server.stdout:
                match = re.match(r"Rebuilt in (\d+) ms", line)
                if match:
                    times.append(int(match.group(1)))
                    break
        write(page, original)
        return times
    finally:
        server.terminate()
        server.wait()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--cases", default="real,generated")
    parser.add_argument("--work", default="/tmp/sitegen-bench")
    parser.add_argument("--sitegen", help="a release sitegen to time instead of building this checkout's")
    parser.add_argument("--hugo-highlighting", action="store_true", help="also time Hugo with its default highlighting")
    parser.add_argument("--search-share", action="store_true", help="also time the default layout with the search index off")
    parser.add_argument("--hugo-up-to", type=int, help="time Hugo only at sizes up to this many pages (Hugo needs some "
                        "340 KB of memory per real page: 100,000 of them do not fit in 24 GB)")
    options = parser.parse_args()
    # Each table as soon as it is measured: a long run stopped part-way keeps what it has.
    sys.stdout.reconfigure(line_buffering=True)
    sizes = [int(size) for size in options.sizes.split(",")]
    cases = options.cases.split(",")
    if "real" in cases and not os.path.exists(os.path.join(SHARED_BENCH, "scale_corpus.py")):
        sys.exit(f"error: {SHARED_BENCH}/scale_corpus.py not found: the real case needs the shared benchmark folder "
                 "beside the checkout (../shared/bench); or run with --cases generated")
    hugo = shutil.which("hugo")
    if not hugo:
        sys.exit("error: hugo not installed (apt-get install hugo)")
    sitegen = options.sitegen or os.path.join(ROOT, ".build", "release", "sitegen")
    if not options.sitegen:
        subprocess.run(["swift", "build", "-c", "release", "--product", "sitegen"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    columns = (["minimal", "default"] + (["no-search"] if options.search_share else []) + ["hugo"]
               + (["hugo-highlighting"] if options.hugo_highlighting else []))
    trash = os.path.join(options.work, "trash")
    os.makedirs(trash, exist_ok=True)
    print(f"sitegen {subprocess.run([sitegen, '--version'], capture_output=True, text=True).stdout.strip()}; "
          f"hugo {subprocess.run([hugo, 'version'], capture_output=True, text=True).stdout.split()[1]}; "
          f"{os.cpu_count()} cores; median of {options.runs} alternating runs; time and memory ratios to Hugo")

    for case in cases:
        results = {size: measure(case, size, options, sitegen, hugo, columns, trash) for size in sizes}
        print_table(case, results, columns)

    if "real" in cases:
        edited = max([size for size in sizes if size <= 10000] or sizes[:1])
        for site in ["default"] + (["no-search"] if options.search_share else []):
            times = incremental_rebuild(os.path.join(options.work, "real", str(edited), site), sitegen, options.runs)
            print(f"\nincremental rebuild after editing one page of the {edited}-page real site ({site}): "
                  f"median {statistics.median(times)} ms (runs: {', '.join(map(str, times))} ms)")
    shutil.rmtree(trash, ignore_errors=True)


if __name__ == "__main__":
    main()
