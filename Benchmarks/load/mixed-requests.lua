-- wrk script for serve-load.sh: a browser's mix of requests against `sitegen serve`.
--   wrk ... -s mixed-requests.lua URL -- PATHS_FILE
-- PATHS_FILE lists the site's page paths, one per line. Of every 100 requests: 60 page GETs,
-- 10 conditional GETs (304), 10 range requests of the stylesheet, 5 assets, 5 of the search
-- index, 5 of the live-reload script and the appearances page, 5 missing paths (404). No HEAD:
-- wrk would wait for the body a HEAD response announces but never sends.
-- Every status is counted; done() prints the totals across threads.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  pages = {}
  for line in io.lines(args[1]) do
    table.insert(pages, line)
  end
  counts = {}
  math.randomseed(os.time() + math.random(1000))
end

local function page()
  return pages[math.random(#pages)]
end

function request()
  local roll = math.random(100)
  if roll <= 60 then
    return wrk.format("GET", page())
  elseif roll <= 70 then
    return wrk.format("GET", page(), { ["If-Modified-Since"] = "Fri, 01 Jan 2100 00:00:00 GMT" })
  elseif roll <= 80 then
    return wrk.format("GET", "/assets/site.css", { ["Range"] = "bytes=100-199" })
  elseif roll <= 85 then
    local assets = { "/assets/site.js", "/assets/search.js", "/theme.css", "/night.css", "/feed.xml", "/sitemap.xml" }
    return wrk.format("GET", assets[math.random(#assets)])
  elseif roll <= 90 then
    return wrk.format("GET", "/search/manifest.json")
  elseif roll <= 95 then
    local own = { "/_sitegen/live-reload.js", "/_sitegen/appearances?page=" .. page() }
    return wrk.format("GET", own[math.random(#own)])
  else
    return wrk.format("GET", "/missing/" .. math.random(1000000) .. "/")
  end
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("counts")) do
      total[status] = (total[status] or 0) + count
    end
  end
  local statuses = {}
  for status in pairs(total) do table.insert(statuses, status) end
  table.sort(statuses)
  for _, status in ipairs(statuses) do
    io.write(string.format("status %d: %d\n", status, total[status]))
  end
end
