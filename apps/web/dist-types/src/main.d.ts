import './styles/app.css';
