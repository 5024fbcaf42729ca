-- The demo merchant's Android link pointed at a host that does not exist
-- (download.wps-demo.example). A link the deployment does not configure is
-- not offered: without one, the download page's Android button offers the
-- browser's own install of the PWA. Only that exact placeholder goes; a
-- link an operator set stays.
delete from resources
where resource_type = 'Android'
  and url = 'https://download.wps-demo.example/android/wps-demo.apk';
